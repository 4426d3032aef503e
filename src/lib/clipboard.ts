// Copying text, with the fallbacks older or locked-down browsers need.

/** `copied`: the text is on the clipboard; `manual`: it is selected and the user copies it. */
export type CopyResult = 'copied' | 'manual';

export interface CopyOptions {
  /** An input that shows the text: selected as the last resort. */
  field?: HTMLInputElement | null;
  /** Defaults to `navigator.clipboard`; tests hand in their own (or null). */
  clipboard?: Pick<Clipboard, 'writeText'> | null;
  doc?: Document;
}

/** The old way: a hidden textarea and `execCommand('copy')`. True when the browser says it copied. */
export function copyWithTextarea(text: string, doc: Document = document): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off-screen but selectable; fixed so the page doesn't scroll to it.
  area.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0';
  const active = doc.activeElement as HTMLElement | null;
  doc.body.appendChild(area);
  area.focus({ preventScroll: true });
  area.select();
  area.setSelectionRange(0, text.length);
  let copied = false;
  try {
    // Support: execCommand is deprecated but the only way without the Clipboard API (http pages, old WebViews).
    copied = typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  active?.focus?.();
  return copied;
}

/**
 * Copies `text`: the Clipboard API where it exists and agrees (secure pages),
 * else a hidden textarea with `execCommand('copy')`, else selects `field` so
 * the user can press Ctrl+C.
 *
 * @example
 * if ((await copyText(link, { field: input })) === 'copied') showAlert('Скопійовано в буфер обміну');
 */
export async function copyText(text: string, options: CopyOptions = {}): Promise<CopyResult> {
  const doc = options.doc ?? document;
  const clipboard = options.clipboard !== undefined
    ? options.clipboard
    : typeof navigator === 'undefined' ? null : navigator.clipboard ?? null;
  if (clipboard) {
    try {
      await clipboard.writeText(text);
      return 'copied';
    } catch {
      // Refused (no permission, not focused, insecure page): try the old way.
    }
  }
  if (copyWithTextarea(text, doc)) return 'copied';
  if (options.field) {
    options.field.focus();
    options.field.select();
    options.field.setSelectionRange(0, options.field.value.length);
  }
  return 'manual';
}
