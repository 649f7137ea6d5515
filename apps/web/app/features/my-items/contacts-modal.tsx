import { useI18n } from "../../lib/i18n";
import { HashModal } from "../../ui/hash-modal";
import { ContactsSection } from "../profile/contacts-section";
import type { ProfileContact } from "../profile/profile-data";
import { contactsModalName } from "./contacts-modal-name";

/**
 * `#contacts`: the profile's contacts management over the page (spec 2 section 4): USER_FORBIDDEN (no verified
 * contact at all) and USER_NO_LOCAL_PHONE (no verified Latvian phone where the category asks for one, decision
 * 0028) open it. Adding or verifying a contact reloads the page's data, so the contacts shown are the ones the
 * server now holds.
 */
export function ContactsModal({ contacts }: { contacts: readonly ProfileContact[] }) {
  const { t } = useI18n();
  return (
    <HashModal name={contactsModalName} title={t("Contacts for publishing")}>
      <div className="flex flex-col gap-4 p-5">
        <p className="text-sm text-muted">
          {t(
            "To publish, you need a verified contact: add a phone number or an e-mail address and verify it with the code we send. Classifieds in transport, real estate and animals need a verified Latvian phone number.",
          )}
        </p>
        <ContactsSection contacts={contacts} />
      </div>
    </HashModal>
  );
}
