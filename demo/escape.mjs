/** Escapes text for HTML or XML content and attribute values, with numeric entities valid in both. */
export const escapeMarkup = (text, pattern = /[&<>"']/g) => String(text).replace(pattern, (c) => `&#${c.charCodeAt(0)};`);
