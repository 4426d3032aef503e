// Every route of the app island, as a guest reaches them (the guard sends a guest
// from the profile, /policy, /cookie and /user-license to /login) and as a
// signed-in user does. The layout-shift tests and the engines' layout comparison go through them.

export const GUEST_ROUTES = [
  '/', '/shops', '/shops?tab=greatest', '/shops?tab=categories', '/shops?tab=favorite', '/shops/1', '/shops/category/1', '/about',
  '/login', '/registration', '/registration/new@example.com', '/forgot-password', '/reset-password?token=abc&email=user@example.com',
] as const;

export const USER_ROUTES = [
  '/', '/shops', '/shops?tab=greatest', '/shops?tab=categories', '/shops?tab=favorite', '/shops/1', '/shops/category/1', '/about', '/policy', '/cookie', '/user-license',
  '/user-profile/personal', '/user-profile/my-cashback', '/user-profile/withdrawal-money',
  '/user-profile/withdrawal-money/bank-card', '/user-profile/withdrawal-money/mobile-phone',
  '/user-profile/my-friends', '/user-profile/settings',
] as const;
