import { moderationMessages } from '#shared/schemas/moderation.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SignInInstead } from './registration-links.tsx';

/** D31: the register page while the super admin has closed registration, in the server's words. */
export function RegistrationClosed() {
  return (
    <div className="flex flex-col gap-4">
      <FormAlert tone="info">{moderationMessages.registrationClosed}</FormAlert>
      <SignInInstead />
    </div>
  );
}
