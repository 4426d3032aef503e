import { useStore } from '@nanostores/react';
import { $user } from '../../../src/stores/user';
import { AvatarCard } from './avatar-card';
import { EmailVerification } from './email-verification';
import { LoyaltyProgress } from './loyalty-progress';
import { personalTexts as t } from '../texts';

/** /user-profile/personal: photo, name, the e-mail prompt and loyalty progress (spec 'Personal'). */
export default function PersonalScreen() {
  const user = useStore($user);
  if (!user) return null; // the profile shell renders screens only with a user
  return (
    <div className="cb-profile__screen cb-personal">
      <h2 className="cb-profile__heading">{t.title}</h2>
      <AvatarCard user={user} />
      {!user.email_verified_at && <EmailVerification email={user.email} />}
      <LoyaltyProgress total={user.total_balance} />
    </div>
  );
}
