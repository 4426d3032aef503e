// Replaced by the island implementation.
export default function Island() {
  return null;
}
