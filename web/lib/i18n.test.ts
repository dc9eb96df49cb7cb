import { afterEach, describe, expect, it } from 'vitest';
import { BLOCKED_WORD_FIELD_LABELS, blockedWordsMessages } from '#shared/schemas/blocked-words.ts';
import spanish from '#web/locales/es/on-demand/spec.json';
import { currentLanguage, i18n, preferredLanguage, say } from './i18n.ts';

/** D37: the shared messages (the spec's words) in the chosen language. */
describe('say', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
    window.localStorage.clear();
  });

  it('says a shared message, a message with values and a message inside another in the chosen language', async () => {
    i18n.addResourceBundle('es', 'spec', {
      'Login successful!': '¡Has iniciado sesión!',
      'Your email address is now {{email}}.': 'Tu correo electrónico ahora es {{email}}.',
      'Registration failed. {{reason}}': 'No se pudo registrar. {{reason}}',
      'Passwords do not match.': 'Las contraseñas no coinciden.',
    });
    expect(say('Login successful!')).toBe('Login successful!');

    await i18n.changeLanguage('es');
    expect(currentLanguage()).toBe('es');
    expect(say('Login successful!')).toBe('¡Has iniciado sesión!');
    expect(say('Your email address is now ana@example.org.')).toBe('Tu correo electrónico ahora es ana@example.org.');
    expect(say('Registration failed. Passwords do not match.')).toBe(
      'No se pudo registrar. Las contraseñas no coinciden.',
    );
    // A text it does not know (a member's words, a new message) stays as it is.
    expect(say('Something new happened.')).toBe('Something new happened.');
    expect(say('')).toBe('');
  });

  it('names the field of a blocked-word refusal in the chosen language too (D42)', async () => {
    i18n.addResourceBundle('es', 'spec', spanish);
    await i18n.changeLanguage('es');
    expect(say(blockedWordsMessages.refused(BLOCKED_WORD_FIELD_LABELS.profileSummary))).toBe(
      'Resumen del perfil contiene una palabra que no está permitida aquí.',
    );
    expect(say(blockedWordsMessages.refused(BLOCKED_WORD_FIELD_LABELS.message))).not.toContain('Your message');
  });

  it("takes the browser's first language it speaks, unless the visitor chose one", () => {
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
    Object.defineProperty(window.navigator, 'languages', { value: ['ru-RU', 'pt-BR', 'en'], configurable: true });
    try {
      expect(preferredLanguage()).toBe('pt');
      window.localStorage.setItem('divine-match.language', 'ja');
      expect(preferredLanguage()).toBe('ja');
      window.localStorage.setItem('divine-match.language', 'xx');
      expect(preferredLanguage()).toBe('pt');
    } finally {
      if (languages) Object.defineProperty(Navigator.prototype, 'languages', languages);
      delete (window.navigator as { languages?: unknown }).languages;
    }
  });
});
