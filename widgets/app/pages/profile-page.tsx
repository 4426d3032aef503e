// Replaced by the page implementation.
export default function Page() {
  return null;
}
