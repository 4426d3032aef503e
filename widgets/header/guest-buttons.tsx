import { Link } from '../../src/ui/link';
import { texts } from './texts';

interface Props {
  onNavigate?: () => void;
  className?: string;
}

/** «Увійти» and «Реєстрація» for guests. */
export function GuestButtons({ onNavigate, className }: Props) {
  return (
    <div className={className ? `cb-guest ${className}` : 'cb-guest'}>
      <Link href="/login" className="cb-btn cb-btn--ghost" onClick={onNavigate}>{texts.login}</Link>
      <Link href="/registration" className="cb-btn cb-btn--primary" onClick={onNavigate}>{texts.register}</Link>
    </div>
  );
}
