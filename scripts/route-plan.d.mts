// Types for scripts/route-plan.mjs: those of scripts/route-plan.ts, which it bundles for Node.
export { HOME, routePreloads, guestRoutes, profileTabs, page, island } from './route-plan';
