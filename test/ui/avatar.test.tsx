import { resetDom } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../setup/render';
import { Avatar, initials } from '../../src/ui/avatar';
import { UserMenu } from '../../widgets/header/user-menu';
import { ProfileNav } from '../../widgets/profile/profile-nav';
import { AvatarCard } from '../../widgets/profile/personal/avatar-card';
import { aUser } from '../setup/user';

const test = suite('Avatar');
test.before.each(() => resetDom());

/** Values an API may send as an avatar URL that must never reach `<img src>`. */
const UNSAFE = [
  'javascript:alert(1)',
  ' JavaScript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+',
  '//evil.example/a.png',
  'blob:https://evil.example/1',
];

const sources = () => [...document.body.querySelectorAll('img')].map((img) => img.getAttribute('src'));

test('an unsafe stored avatar never reaches the DOM: the initials show instead', () => {
  for (const avatar of UNSAFE) {
    render(<Avatar user={aUser({ avatar })} />);
    assert.equal(sources(), [], avatar);
    assert.is(document.body.textContent, 'ОК', avatar);
    assert.not.match(document.body.innerHTML, /javascript:|vbscript:|data:|blob:/i, avatar);
  }
});

test('an https URL and a root-relative path are shown, at the asked size', () => {
  render(<Avatar user={aUser({ avatar: 'https://cdn.example.com/a/1.jpg' })} />);
  assert.equal(sources(), ['https://cdn.example.com/a/1.jpg']);
  assert.is(document.querySelector('img')!.getAttribute('width'), '36');
  render(<Avatar user={aUser({ avatar: '/storage/avatars/1.png' })} size="lg" alt="Олена" />);
  assert.equal(sources(), ['/storage/avatars/1.png']);
  assert.is(document.querySelector('img')!.className, 'cb-avatar cb-avatar--lg');
  assert.is(document.querySelector('img')!.getAttribute('alt'), 'Олена');
});

test('a preview is shown only as a blob: URL this page made', () => {
  render(<Avatar user={aUser({ avatar: '/a.png' })} preview="blob:http://localhost/5f0c" />);
  assert.equal(sources(), ['blob:http://localhost/5f0c']);
  render(<Avatar user={aUser({ avatar: '/a.png' })} preview="javascript:alert(1)" />);
  assert.equal(sources(), ['/a.png']);
});

test('initials: two words, else the e-mail; decorative unless named', () => {
  assert.is(initials({ full_name: 'олена   коваленко петрівна', email: 'x@y.z' }), 'ОК');
  assert.is(initials({ full_name: '  ', email: 'user@example.com' }), 'U');
  assert.is(initials({ full_name: '𝒜lice', email: '' }), '𝒜');
  render(<Avatar user={aUser()} />);
  assert.is(document.querySelector('.cb-avatar')!.getAttribute('aria-hidden'), 'true');
  render(<Avatar user={aUser()} alt="Фото: Олена" size="md" />);
  const named = document.querySelector('.cb-avatar')!;
  assert.is(named.getAttribute('role'), 'img');
  assert.is(named.getAttribute('aria-label'), 'Фото: Олена');
  assert.is(named.className, 'cb-avatar cb-avatar--md');
});

test('the header, the profile nav and the personal card render it: no unsafe URL there either', () => {
  for (const avatar of UNSAFE) {
    const user = aUser({ avatar });
    render(<div><UserMenu user={user} /><ProfileNav active="personal" child="personal" user={user} /><AvatarCard user={user} /></div>);
    assert.equal(sources(), [], avatar);
    assert.is(document.querySelectorAll('.cb-avatar').length, 3, avatar);
  }
  const user = aUser({ avatar: 'https://cdn.example.com/a/1.jpg' });
  render(<div><UserMenu user={user} /><ProfileNav active="personal" child="personal" user={user} /><AvatarCard user={user} /></div>);
  assert.equal(sources(), Array(3).fill('https://cdn.example.com/a/1.jpg'));
});

test.run();
