import { imageMaxBytes } from "@tirgus/domain/limits";
import { mediaUrl } from "@tirgus/domain/media";
import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import { useToast } from "../../lib/toast-store";
import { FormAlert, SubmitButton, TextField } from "../auth/fields";
import { type FieldProblem, ruleOf, useFormRules, validateFields } from "../auth/form-rules";
import { useRequest } from "../auth/use-request";
import type { ProfileMe } from "./profile-data";

/** Names and pseudonym (form config `userProfile`), and the avatar. */
export function MyDataTab({ me }: { me: ProfileMe }) {
  return (
    <div className="flex flex-col gap-8">
      <AvatarField avatar={me.avatar} />
      <NamesForm me={me} />
    </div>
  );
}

function NamesForm({ me }: { me: ProfileMe }) {
  const { t } = useI18n();
  const rules = useFormRules("userProfile");
  const { revalidate } = useRevalidator();
  const { busy, problems, run } = useRequest();
  const [values, setValues] = useState({
    fname: me.fname ?? "",
    lname: me.lname ?? "",
    pseudonym: me.pseudonym ?? "",
  });
  const [fieldProblems, setFieldProblems] = useState<Record<string, FieldProblem>>({});
  const toast = useToast();
  const set = (name: keyof typeof values) => (value: string) =>
    setValues((old) => ({ ...old, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateFields(rules, values);
    setFieldProblems(found);
    if (Object.keys(found).length > 0) return;
    const blankIsNone = (text: string) => (text.trim() === "" ? null : text.trim());
    const saved = await run(() =>
      browserApi().patch(
        "/api/me",
        {
          fname: blankIsNone(values.fname),
          lname: blankIsNone(values.lname),
          pseudonym: blankIsNone(values.pseudonym),
        },
        quiet,
      ),
    );
    if (saved === undefined) return;
    toast.success("Your details are saved");
    await revalidate();
  }

  const field = (name: keyof typeof values, label: string, autoComplete: string) => (
    <TextField
      label={t(label)}
      autoComplete={autoComplete}
      maxLength={ruleOf(rules, name)?.maxLength}
      value={values[name]}
      onChange={set(name)}
      problem={fieldProblems[name]}
    />
  );
  return (
    <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field("fname", "First name", "given-name")}
        {field("lname", "Last name", "family-name")}
      </div>
      <TextField
        label={t("Pseudonym")}
        autoComplete="nickname"
        maxLength={ruleOf(rules, "pseudonym")?.maxLength}
        value={values.pseudonym}
        onChange={set("pseudonym")}
        problem={fieldProblems.pseudonym}
        hint={t("Shown instead of your name when you fill it in.")}
      />
      <FormAlert messages={problems} />
      <div className="sm:max-w-56">
        <SubmitButton busy={busy}>{t("Save")}</SubmitButton>
      </div>
    </form>
  );
}

/** Problems show beside the form, not also as toasts: the requests are silent and success is told here. */
const quiet = { silent: true };

const avatarAccept = "image/png,image/jpeg,image/webp,image/heic,image/heif,.heic,.heif";

/** The avatar: at least 200x200 (checked by the server, which crops it square), at most 50 MB. */
function AvatarField({ avatar }: { avatar: string | null }) {
  const { t } = useI18n();
  const id = useId();
  const { revalidate } = useRevalidator();
  const { busy, problems, run } = useRequest();
  const [tooLarge, setTooLarge] = useState(false);
  const toast = useToast();

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setTooLarge(file.size > imageMaxBytes);
    if (file.size > imageMaxBytes) return;
    const saved = await run(() => browserApi().put("/api/me/avatar", file, quiet));
    if (saved === undefined) return;
    toast.success("Your picture is saved");
    await revalidate();
  }

  async function remove() {
    const removed = await run(() => browserApi().delete("/api/me/avatar", undefined, quiet));
    if (removed === undefined) return;
    toast.success("Your picture is removed");
    await revalidate();
  }

  const shown: FieldProblem[] = tooLarge
    ? [{ message: "This image file is too large (MAX 50MB)" }]
    : problems;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-5">
        <span className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-full border border-line bg-subtle">
          {avatar ? (
            <img
              src={mediaUrl({ cdn: "", storageId: avatar, size: "avatar256", rotation: 0, format: "webp" })}
              alt={t("Your picture")}
              width={96}
              height={96}
              className="size-24 object-cover"
            />
          ) : (
            <span className="text-sm text-muted">{t("No picture")}</span>
          )}
        </span>
        <div className="flex flex-col items-start gap-2">
          <label
            aria-busy={busy}
            className="inline-flex h-10 cursor-pointer items-center rounded-xl border border-line px-4 text-sm font-semibold transition-colors hover:bg-subtle has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40 aria-busy:opacity-60"
          >
            <input
              id={id}
              type="file"
              accept={avatarAccept}
              onChange={upload}
              disabled={busy}
              className="sr-only"
              aria-describedby={`${id}-hint`}
            />
            {busy ? t("Uploading…") : avatar ? t("Change picture") : t("Upload a picture")}
          </label>
          {avatar && (
            <button
              type="button"
              onClick={remove}
              disabled={busy}
              className="text-sm font-medium text-danger hover:underline"
            >
              {t("Remove picture")}
            </button>
          )}
          <p id={`${id}-hint`} className="text-xs text-muted">
            {t("At least 200 × 200 pixels; we crop it to a square.")}
          </p>
        </div>
      </div>
      <FormAlert messages={shown} />
    </div>
  );
}
