export class IslandPropsError extends Error {}

/** Parses a placeholder's `data-props`; the error names the placeholder. */
export function parseProps(element: Element, label: string): Record<string, unknown> {
  const raw = element.getAttribute('data-props');
  if (raw === null || raw.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new IslandPropsError(`${label}: data-props is not valid JSON (${(error as Error).message})`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new IslandPropsError(`${label}: data-props must be a JSON object`);
  }
  return value as Record<string, unknown>;
}

/** `<main data-cashback="app" id="x">`, for console messages. */
export function describePlaceholder(element: Element): string {
  const id = element.id ? ` id="${element.id}"` : '';
  return `<${element.tagName.toLowerCase()} data-cashback="${element.getAttribute('data-cashback') ?? ''}"${id}>`;
}
