/**
 * Characters Windows or macOS refuse in a file name, so a league called "U10/U12" still downloads. Control
 * characters cannot occur: league names are stripped of them when saved.
 */
const UNSAFE_FILE_CHARACTERS = /[\\/:*?"<>|]/g;

/** "{league name}.json" with unsafe characters replaced by "_"; "league.json" for a name of only those. */
export function leagueFileName(leagueName: string): string {
  const base = leagueName.replace(UNSAFE_FILE_CHARACTERS, '_').trim();
  return `${base === '' ? 'league' : base}.json`;
}

/** Hands `data` to the browser as a downloaded JSON file (pretty-printed, so people can read it). */
export function saveJsonFile(fileName: string, data: unknown): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
