import type { User } from '../../src/api/types';
import { Balances } from './balances';
import { UserMenu } from './user-menu';

/** Desktop: the balances and the user menu (a chunk guests never download). */
export default function UserArea({ user }: { user: User }) {
  return (
    <>
      <Balances user={user} />
      <UserMenu user={user} />
    </>
  );
}
