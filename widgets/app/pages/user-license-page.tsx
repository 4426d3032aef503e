/** /user-license: spec 2 says "empty page": the page's frame and nothing in it. */
export default function UserLicensePage() {
  return <div className="cb-container cb-page cb-page--empty" />;
}
