import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useMemo, useRef } from 'react';
import type { ShopFeedback } from '../../src/api/types';
import type { Resource } from '../../src/stores/resource';
import { formatLongDate } from '../../src/lib/format-date';
import { imageUrl } from '../../src/lib/safe-url';
import { useIslandId } from '../../src/runtime/island-context';
import { isAuthenticated } from '../../src/stores/auth';
import { feedbacksByShop } from '../../src/stores/feedbacks';
import { Link } from '../../src/ui/link';
import { ResourceState } from '../../src/ui/status-message';
import { Skeleton } from '../../src/ui/skeleton';
import { useNearView } from '../../src/ui/use-near-view';
import { Rating } from './rating';
import { ReviewForm } from './review-form';
import { TEXTS } from './texts';

const newestFirst = (a: ShopFeedback, b: ShopFeedback) => (b.created_at > a.created_at ? 1 : b.created_at < a.created_at ? -1 : 0);

/** The reviews before the section comes near the screen: not asked for yet. */
const $notYet = atom<Resource<ShopFeedback[]>>({ status: 'idle', data: [], error: null });

/**
 * The review form (users) or an invitation (guests), and the shop's reviews,
 * newest first. They sit below the shop's first screen: asked for once the
 * section comes within a screen of the viewport, not among the requests the
 * first screen waits for.
 */
export function Reviews({ shopId }: { shopId: number }) {
  const section = useRef<HTMLElement>(null);
  const $reviews = feedbacksByShop(shopId);
  const near = useNearView(section);
  const resource = useStore(near ? $reviews : $notYet);
  const titleId = useIslandId();
  const reviews = useMemo(() => [...resource.data].sort(newestFirst), [resource.data]);

  return (
    <section ref={section} className="cb-card cb-reviews" aria-labelledby={titleId}>
      <h2 className="cb-shop__subtitle" id={titleId}>
        {TEXTS.reviews} {reviews.length > 0 && <span className="cb-reviews__count">{reviews.length}</span>}
      </h2>
      {isAuthenticated() ? (
        <ReviewForm shopId={shopId} />
      ) : (
        <div className="cb-reviews__guest">
          <p>{TEXTS.guest}</p>
          <div className="cb-reviews__guest-actions">
            <Link href="/login" className="cb-btn cb-btn--primary">{TEXTS.login}</Link>
            <Link href="/registration" className="cb-btn cb-btn--secondary">{TEXTS.register}</Link>
          </div>
        </div>
      )}
      <ResourceState resource={resource} reload={$reviews.reload} loading={<Skeleton count={3} still={!near} />} empty={TEXTS.noReviews}>
        {() => (
          <ul className="cb-reviews__list">
            {reviews.map((review, i) => (
              <Review key={review.id ?? `${review.user_id}-${review.created_at}-${i}`} review={review} />
            ))}
          </ul>
        )}
      </ResourceState>
    </section>
  );
}

function Review({ review }: { review: ShopFeedback }) {
  const avatar = imageUrl(review.user_thumbnail);
  return (
    <li className="cb-review">
      <span className="cb-review__avatar" aria-hidden="true">
        {avatar ? <img src={avatar} alt="" width={40} height={40} loading="lazy" /> : (review.name || '?').slice(0, 1)}
      </span>
      <div className="cb-review__body">
        <p className="cb-review__head">
          <strong className="cb-review__name">{review.name}</strong>
          <time className="cb-review__date" dateTime={review.created_at}>{formatLongDate(review.created_at)}</time>
        </p>
        <Rating value={review.stars} label={TEXTS.reviewStars(review.stars)} size={16} />
        <p className="cb-review__text">{review.text}</p>
      </div>
    </li>
  );
}
