/** An input's label as the user reads it (without the required marker). */
function labelOf(element: HTMLInputElement | HTMLTextAreaElement): string {
  const label = element.labels?.[0]?.textContent ?? element.getAttribute('aria-label') ?? element.name;
  return label.replace(/\s*\*\s*$/, '').trim();
}

const skipped = new Set(['hidden', 'button', 'submit', 'reset', 'file', 'password', 'radio']);

/**
 * What the forms in `root` hold, one 'Label: Wert' line per filled field (ticked boxes as 'ja'): for
 * the user to copy when the page can no longer save or show it. Fields of a read-only (disabled) form
 * cannot be selected in every browser, so this is the way to take the input along.
 */
export function formText(root: ParentNode): string {
  const lines: string[] = [];
  for (const form of root.querySelectorAll('form'))
    for (const element of form.elements) {
      if (element instanceof HTMLTextAreaElement) {
        if (element.value.trim()) lines.push(`${labelOf(element)}: ${element.value}`);
      } else if (element instanceof HTMLInputElement && !skipped.has(element.type)) {
        if (element.type === 'checkbox') {
          if (element.checked) lines.push(`${labelOf(element)}: ja`);
        } else if (element.value.trim()) lines.push(`${labelOf(element)}: ${element.value}`);
      }
    }
  return lines.join('\n');
}
