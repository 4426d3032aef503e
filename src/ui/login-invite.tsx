import { Link } from './link';
import { Modal } from './modal';

export const LOGIN_INVITE_TEXTS = {
  title: 'Зберігайте улюблені магазини',
  text: 'Увійдіть або зареєструйтеся, щоб додавати магазини до збережених і отримувати кешбек з покупок.',
  login: 'Увійти',
  register: 'Зареєструватися',
};

/** Shown when a guest presses a shop card's star: the way to sign in or sign up. */
export default function LoginInvite({ onClose }: { onClose: () => void }) {
  const t = LOGIN_INVITE_TEXTS;
  return (
    <Modal title={t.title} onClose={onClose}>
      <p className="cb-invite__text">{t.text}</p>
      <div className="cb-invite__actions">
        <Link href="/login" className="cb-btn cb-btn--primary" onClick={onClose}>{t.login}</Link>
        <Link href="/registration" className="cb-btn cb-btn--secondary" onClick={onClose}>{t.register}</Link>
      </div>
    </Modal>
  );
}
