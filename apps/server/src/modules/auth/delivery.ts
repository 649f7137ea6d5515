import type { Language } from "@tirgus/domain/languages";
import type { Mailer } from "../../platform/mailer.ts";
import type { SmsSender } from "../../platform/sms.ts";
import { renderAccountMail } from "../account-messages/account-mails.ts";
import { renderAccountSms } from "../account-messages/account-sms.ts";

/** What the accounts feature sends: a link or a code, by e-mail or by SMS, in the reader's language. */
export type AccountMessage = { to: string; language: Language; validForMinutes: number } & (
  | { kind: "signup-confirmation" | "password-recovery"; link: string }
  | { kind: "contact-verification"; code: string }
  | { kind: "sign-in-code" | "contact-verification-code"; code: string }
);

export type AccountDelivery = (message: AccountMessage) => Promise<void>;

/** Words each message with the account-messages module and hands it to the mailer or the SMS sender. */
export function createAccountDelivery(deps: {
  mailer: Mailer;
  sms: SmsSender;
  publicUrl: string;
}): AccountDelivery {
  return async (message) => {
    const { to, language, validForMinutes } = message;
    switch (message.kind) {
      case "signup-confirmation":
      case "password-recovery":
        return deps.mailer.send({
          to,
          ...renderAccountMail(
            message.kind,
            language,
            { link: message.link, validForMinutes },
            deps.publicUrl,
          ),
        });
      case "contact-verification":
        return deps.mailer.send({
          to,
          ...renderAccountMail(
            message.kind,
            language,
            { code: message.code, validForMinutes },
            deps.publicUrl,
          ),
        });
      default:
        return deps.sms.send(
          to,
          renderAccountSms(message.kind, language, { code: message.code }, deps.publicUrl),
        );
    }
  };
}
