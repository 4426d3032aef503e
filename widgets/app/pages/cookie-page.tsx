/** /cookie: spec 2 says this page renders nothing. */
export default function CookiePage() {
  return null;
}
