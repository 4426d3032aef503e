import { Island } from '../../../src/runtime/island';
import { Skeleton } from '../../../src/ui/skeleton';

/** /user-profile/*: the profile island, which routes its children itself. */
export default function ProfilePage() {
  return <Island name="profile" fallback={<div className="cb-container cb-profile"><Skeleton variant="block" count={2} /></div>} />;
}
