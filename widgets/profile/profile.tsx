import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useStore } from '@nanostores/react';
import { allTasks } from 'nanostores';
import { lazyComponent } from '../../src/runtime/lazy-component';
import { isAuthenticated } from '../../src/stores/auth';
import { $appMounted } from '../../src/stores/router';
import { $user, $userLoad, refreshUser } from '../../src/stores/user';
import { Link } from '../../src/ui/link';
import { Skeleton } from '../../src/ui/skeleton';
import { LoadFailed, ResourceState } from '../../src/ui/status-message';
import { Icon } from '../../src/ui/icon';
import { ProfileNav } from './profile-nav';
import { PROFILE_PATH, profileScreens, type ProfileScreen, type ProfileTab } from '../../src/lib/profile-routes';
import { profileTexts as t } from './texts';
import { iconLock } from '../../src/ui/icons/lock';

export const PROFILE_BASE = PROFILE_PATH;

const screen = (load: () => Promise<{ default: ComponentType }>) =>
  lazyComponent(load, { fallback: LoadFailed, what: 'a profile screen' });

/** Each screen's module (the route table's `module`), in its own chunk. */
const modules: Record<ProfileScreen['module'], ComponentType> = {
  'personal/personal-screen': screen(() => import('./personal/personal-screen')),
  'cashback/my-cashback-screen': screen(() => import('./cashback/my-cashback-screen')),
  'withdrawal/withdrawal-money-screen': screen(() => import('./withdrawal/withdrawal-money-screen')),
  'withdrawal/card-form-screen': screen(() => import('./withdrawal/card-form-screen')),
  'withdrawal/phone-form-screen': screen(() => import('./withdrawal/phone-form-screen')),
  'withdrawal/success-screen': screen(() => import('./withdrawal/success-screen')),
  'friends/my-friends-screen': screen(() => import('./friends/my-friends-screen')),
  'settings/settings-screen': screen(() => import('./settings/settings-screen')),
};

/**
 * The children of /user-profile (the route table's profileScreens), and the
 * tab each one highlights. Every screen renders its own `h2` title.
 */
const SCREENS: Record<string, { tab: ProfileTab; Screen: ComponentType }> = Object.fromEntries(
  profileScreens.map(({ child, tab, module }) => [child, { tab, Screen: modules[module] }]),
);

const CHILD = new RegExp(`^${PROFILE_PATH}(?:/(.*?))?/*$`);

/**
 * The child path of a location: '' for /user-profile itself, null outside
 * /user-profile (the island placed on some other host page).
 */
export function childOf(location: string): string | null {
  const match = CHILD.exec(location);
  return match ? match[1] ?? '' : null;
}

/** Replaces the location: in place inside the profile; a real page load when leaving a host page without the app. */
function Replace({ to }: { to: string }) {
  useEffect(() => {
    if (to.startsWith(PROFILE_BASE) || $appMounted.get()) navigate(to, { replace: true });
    else window.location.replace(to);
  }, [to]);
  return null;
}

function GuestInvite() {
  return (
    <section className="cb-container cb-profile">
      <div className="cb-card cb-profile-guest">
        <Icon icon={iconLock} size={32} />
        <h1 className="cb-section__title">{t.guestTitle}</h1>
        <p>{t.guestText}</p>
        <div className="cb-profile-guest__actions">
          <Link className="cb-btn cb-btn--primary" href="/login">{t.login}</Link>
          <Link className="cb-btn cb-btn--ghost" href="/registration">{t.register}</Link>
        </div>
      </div>
    </section>
  );
}

interface Props {
  /**
   * Standalone on a host page outside /user-profile: the screen to show
   * (a child path such as "settings"); default "personal".
   */
  screen?: string;
}

/**
 * The profile area (/user-profile and its children): the tab bar and the
 * child screen the location names. Signed-in users only; a guest on a
 * standalone host page is invited to log in.
 */
export default function Profile({ screen: standalone }: Props) {
  const [location] = useLocation();
  const user = useStore($user);
  const load = useStore($userLoad);
  const [failed, setFailed] = useState(false);
  const authenticated = isAuthenticated();
  const child = childOf(location) ?? (standalone && SCREENS[standalone] ? standalone : 'personal');
  const entry = SCREENS[child];

  // No stored user yet (a first visit): $user loads it when first used; wait
  // for that, and offer a retry when it failed.
  useEffect(() => {
    if (authenticated && !$user.get()) void allTasks().then(() => setFailed(!$user.get()));
  }, [authenticated]);
  const retry = () => {
    setFailed(false);
    void refreshUser().then((loaded) => setFailed(!loaded));
  };

  if (child === '') return <Replace to={`${PROFILE_BASE}/personal`} />;
  if (!entry) return <Replace to="/" />;
  // A guest, or a session the server no longer knows (401/419): invite to log in.
  if (!authenticated || (!user && load === 'expired')) return <GuestInvite />;

  const { tab, Screen } = entry;
  return (
    <div className="cb-container cb-profile">
      <h1 className="cb-profile__title">{t.title}</h1>
      <div className="cb-profile__layout">
        <ProfileNav active={tab} child={child} user={user} />
        <div className="cb-profile__main">
          <ResourceState
            resource={{ status: failed ? 'error' : 'loading', data: user, error: null }}
            reload={retry}
            loading={<Skeleton variant="block" count={2} />}
            failed={t.loadFailed}
          >
            {() => (
              <Suspense fallback={<Skeleton variant="block" count={2} />}>
                <Screen key={child} />
              </Suspense>
            )}
          </ResourceState>
        </div>
      </div>
    </div>
  );
}
