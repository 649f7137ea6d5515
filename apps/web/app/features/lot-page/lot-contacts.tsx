import type { LotContacts } from "@tirgus/domain/lot-contacts";
import { useEffect, useState } from "react";
import { ApiError } from "../../lib/api-error";
import { useI18n } from "../../lib/i18n";
import { loadBrowserApi } from "../../lib/load-browser-api";
import { useRootData } from "../../lib/root-data";
import { footBarRef } from "../../ui/foot-bar";
import { useHashModal } from "../../ui/hash-modal";
import type { LotPageData } from "./lot-route";

type Shown =
  | { state: "hidden" }
  | { state: "loading" }
  | { state: "shown"; contacts: LotContacts }
  /** An ended lot's contacts cost credits (spec 1 section 6); the fee in credits. */
  | { state: "paid"; fee: number }
  | { state: "failed" };

/** The section mobile visitors jump to from the contacts bar. */
export const contactsSectionId = "contacts";

/**
 * The seller and how to reach them. The contacts are asked for when the visitor chooses to see them: kept
 * pages and crawlers carry no phone numbers.
 */
export function LotContactsSection({ lot }: { lot: LotPageData }) {
  const { t } = useI18n();
  const [shown, setShown] = useState<Shown>({ state: "hidden" });
  const signedIn = useRootData()?.shell.session != null;
  const signIn = useHashModal("signin");

  async function show() {
    setShown({ state: "loading" });
    try {
      const api = await loadBrowserApi();
      const contacts = await api.get<LotContacts>(`/api/lots/${lot.id}/contacts`, undefined, {
        silent: true,
      });
      setShown(contacts ? { state: "shown", contacts } : { state: "failed" });
    } catch (error) {
      const fee =
        error instanceof ApiError && error.status === 402 ? Number(error.errors[0]?.values?.[0]) : null;
      setShown(fee ? { state: "paid", fee } : { state: "failed" });
      // Spec 1 section 6: for anonymous visitors, pay-to-see-contacts prompts sign-in (the signin hash).
      if (fee && !signedIn) signIn.openModal();
    }
  }

  return (
    <section
      id={contactsSectionId}
      aria-labelledby="lot-contacts"
      className="scroll-mt-24 rounded-2xl border border-line bg-surface p-4"
    >
      <h2 id="lot-contacts" className="text-lg font-semibold">
        {t("Contacts")}
      </h2>
      <p className="mt-1 flex flex-wrap items-center gap-2">
        <span className="font-medium">{lot.seller.company ?? lot.seller.name}</span>
        {lot.seller.trusted && (
          <span className="rounded-full bg-success/12 px-2 py-0.5 text-xs font-medium text-success">
            {t("Trusted seller")}
          </span>
        )}
      </p>
      <div className="mt-3">
        {shown.state === "shown" ? (
          <ContactList contacts={shown.contacts} company={lot.seller.company !== null} />
        ) : shown.state === "paid" ? (
          <PaidContacts fee={shown.fee} onSignIn={signedIn ? null : signIn.openModal} />
        ) : (
          <>
            <button
              type="button"
              onClick={show}
              disabled={shown.state === "loading"}
              className="h-11 w-full rounded-xl bg-accent px-4 font-semibold text-accent-fg hover:bg-accent-hover disabled:opacity-60"
            >
              {t("Show contacts")}
            </button>
            {shown.state === "failed" && (
              <p role="alert" className="mt-2 text-sm text-danger">
                {t("GENERAL_ERROR")}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function ContactList({ contacts, company }: { contacts: LotContacts; company: boolean }) {
  const { t } = useI18n();
  const link = "font-medium text-accent hover:underline";
  const empty = contacts.phones.length === 0 && !contacts.email && !contacts.website;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {company && contacts.name && (
        <>
          <dt className="text-muted">{t("Contact person")}</dt>
          <dd>{contacts.name}</dd>
        </>
      )}
      {contacts.phones.map((phone) => (
        <div key={phone.number} className="contents">
          <dt className="text-muted">{t("Phone")}</dt>
          <dd className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <a href={`tel:${phone.number}`} className={`${link} text-base`}>
              {phone.number}
            </a>
            {phone.whatsapp && (
              <a
                href={`https://wa.me/${phone.number.replace(/\D/g, "")}`}
                rel="noopener"
                target="_blank"
                className={link}
              >
                WhatsApp
              </a>
            )}
            {phone.telegram && (
              <a
                href={`https://t.me/+${phone.number.replace(/\D/g, "")}`}
                rel="noopener"
                target="_blank"
                className={link}
              >
                Telegram
              </a>
            )}
          </dd>
        </div>
      ))}
      {contacts.email && (
        <>
          <dt className="text-muted">{t("E-mail")}</dt>
          <dd>
            <a href={`mailto:${contacts.email}`} className={link}>
              {contacts.email}
            </a>
          </dd>
        </>
      )}
      {contacts.website && (
        <>
          <dt className="text-muted">{t("Website")}</dt>
          <dd className="truncate">
            <a href={contacts.website} rel="nofollow noopener" target="_blank" className={link}>
              {contacts.website.replace(/^https?:\/\//, "")}
            </a>
          </dd>
        </>
      )}
      {empty && <dd className="col-span-2 text-muted">{t("The seller has not given contacts.")}</dd>}
    </dl>
  );
}

/**
 * An ended lot: seeing its contacts costs credits. Signed-out visitors were sent to sign in when they asked;
 * the button brings the form back to one who closed it.
 */
function PaidContacts({ fee, onSignIn }: { fee: number; onSignIn: (() => void) | null }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>{t("Seeing the contacts of an ended classified costs credits: %s", [fee])}</p>
      {onSignIn && (
        <button
          type="button"
          onClick={onSignIn}
          className="h-10 rounded-xl border border-line px-4 font-semibold hover:bg-subtle"
        >
          {t("Sign in")}
        </button>
      )}
    </div>
  );
}

/**
 * Phones: a bar at the foot of the screen that jumps to the contacts (spec 1 section 2). It slides away while
 * the contacts are on screen, where it would only cover the page below them; the room it keeps at the page's
 * foot stays, so nothing moves.
 */
export function ContactsBar({ lotId }: { lotId: number }) {
  const { t } = useI18n();
  const contactsShown = useOnScreen(contactsSectionId, lotId);
  return (
    <div
      ref={footBarRef}
      inert={contactsShown}
      className={`fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface/95 p-3 backdrop-blur transition-transform duration-200 motion-reduce:transition-none sm:hidden ${contactsShown ? "translate-y-full" : ""}`}
    >
      <a
        href={`#${contactsSectionId}`}
        className="flex h-11 items-center justify-center rounded-xl bg-accent font-semibold text-accent-fg"
      >
        {t("Contacts")}
      </a>
    </div>
  );
}

/**
 * Whether at least half of the element with this id is on screen (false where IntersectionObserver is missing).
 * Looked up again when `page` changes: going to the next lot may put a new element in its place.
 */
function useOnScreen(id: string, page: unknown): boolean {
  const [onScreen, setOnScreen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another page is the reason to look the element up again
  useEffect(() => {
    setOnScreen(false);
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false), {
      threshold: 0.5,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [id, page]);
  return onScreen;
}
