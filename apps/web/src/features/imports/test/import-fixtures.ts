/** A file as a file input would hand it over. */
export function textFile(text: string, name: string, type = ''): File {
  return new File([text], name, { type });
}
