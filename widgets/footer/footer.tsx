import { BrandLogo } from '../../src/ui/brand-logo';
import { Icon } from '../../src/ui/icon';
import { Link } from '../../src/ui/link';
import { texts } from './texts';
import { iconMail } from '../../src/ui/icons/mail';
import { iconTelegram } from '../../src/ui/icons/telegram';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The site footer: the service's social accounts, support contacts, documents. */
export default function Footer() {
  return (
    <footer className="cb-footer">
      <div className="cb-container cb-footer__grid">
        <div className="cb-footer__about">
          <BrandLogo label={texts.home} className="cb-brand--footer" />
          <p className="cb-footer__tagline">{texts.tagline}</p>
          <ul className="cb-footer__social" aria-label={texts.social}>
            {texts.socialLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="cb-footer__social-link" aria-label={`${link.label} ${texts.newTab}`} {...external}>
                  <Icon icon={link.icon} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav className="cb-footer__col" aria-label={texts.service}>
          <h2 className="cb-footer__title">{texts.service}</h2>
          <ul>
            {texts.serviceLinks.map((link) => (
              <li key={link.label}><Link href={link.href}>{link.label}</Link></li>
            ))}
          </ul>
        </nav>
        <div className="cb-footer__col">
          <h2 className="cb-footer__title">{texts.support}</h2>
          <ul>
            <li>
              <a href={`mailto:${texts.email}`} className="cb-footer__contact">
                <Icon icon={iconMail} size={18} />{texts.email}
              </a>
            </li>
            <li>
              <a href={texts.bot.href} className="cb-footer__contact" {...external}>
                <Icon icon={iconTelegram} size={18} />{texts.bot.label}
                <span className="cb-visually-hidden"> {texts.newTab}</span>
              </a>
            </li>
            <li className="cb-footer__note">{texts.supportHours}</li>
          </ul>
        </div>
        <nav className="cb-footer__col" aria-label={texts.documents}>
          <h2 className="cb-footer__title">{texts.documents}</h2>
          <ul>
            {texts.documentLinks.map((link) => (
              <li key={link.href}><Link href={link.href}>{link.label}</Link></li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="cb-container cb-footer__bottom">
        <p>{texts.copyright(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
