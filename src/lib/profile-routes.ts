// The children of /user-profile, the other half of the route table
// (src/lib/route-table.ts): a module of its own, because esbuild splits code
// by module and the profile island needs these, not the app's routes (one
// module for both put the screens into the file every page downloads).
import { PROFILE_PATH } from './route-table';

export { PROFILE_PATH };

/**
 * The children of /user-profile (spec 2), shown by the profile island: the
 * tab each highlights, and its module under widgets/profile/. A child that is
 * its own tab is a screen a host may name in the profile island's props.
 */
export const profileScreens = [
  { child: 'personal', tab: 'personal', module: 'personal/personal-screen' },
  { child: 'my-cashback', tab: 'my-cashback', module: 'cashback/my-cashback-screen' },
  { child: 'withdrawal-money', tab: 'withdrawal-money', module: 'withdrawal/withdrawal-money-screen' },
  { child: 'withdrawal-money/bank-card', tab: 'withdrawal-money', module: 'withdrawal/card-form-screen' },
  { child: 'withdrawal-money/mobile-phone', tab: 'withdrawal-money', module: 'withdrawal/phone-form-screen' },
  { child: 'success-withdrawal', tab: 'withdrawal-money', module: 'withdrawal/success-screen' },
  { child: 'my-friends', tab: 'my-friends', module: 'friends/my-friends-screen' },
  { child: 'settings', tab: 'settings', module: 'settings/settings-screen' },
] as const;

export type ProfileScreen = (typeof profileScreens)[number];
export type ProfileChild = ProfileScreen['child'];
/** The profile's tabs: the children that are their own tab. */
export type ProfileTab = Extract<ProfileScreen, { child: ProfileScreen['tab'] }>['child'];

/** The lists a profile screen shows first, fetched with its chunks (the user comes with the header). */
export const profileData: Partial<Record<ProfileChild, string[]>> = {
  'my-cashback': ['/api/fetch-order/'],
  'withdrawal-money': ['/api/fetch-withdrawals/'],
  'success-withdrawal': ['/api/fetch-withdrawals/'],
};
