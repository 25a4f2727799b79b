import './print.css';

/** Prints one part of the page: the rest is hidden by the print stylesheet while it prints. */
export function printSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  document.body.classList.add('printing');
  target.classList.add('print-target');
  // A short delay lets the browser lay the section out before the print dialog opens.
  setTimeout(() => {
    window.print();
    document.body.classList.remove('printing');
    target.classList.remove('print-target');
  }, 300);
}
