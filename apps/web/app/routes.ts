import { index, type RouteConfig, route } from "@react-router/dev/routes";

/*
 * The routes of spec 1 section 2 that exist so far. Latvian is the default: `/` is its home, and
 * `/{lang}` with lang lv, ru or en (anything else is not found). Unmatched paths end at the splat,
 * which answers 404 (the category route becomes the fallback when listings arrive).
 */
export default [
  index("routes/home.tsx", { id: "home-default" }),
  route(":lang", "routes/home.tsx", { id: "home" }),
  route(":lang/landing/highlighted", "routes/discount-landing.tsx", { id: "discount-landing" }),
  route(":lang/landing/:slug", "routes/landing.tsx", { id: "landing" }),
  route(":lang/landing/:slug/:region", "routes/landing.tsx", { id: "landing-region" }),
  route(":lang/search", "routes/search.tsx", { id: "search" }),
  // A splat, because a query may hold a slash ("205/55").
  route(":lang/search/*", "routes/search.tsx", { id: "search-query" }),
  route(":lang/contacts", "routes/static-page.tsx", { id: "static-contacts" }),
  route(":lang/cooperative", "routes/static-page.tsx", { id: "static-cooperative" }),
  route(":lang/about/:page", "routes/static-page.tsx", { id: "static-about" }),
  route("signup/confirm", "routes/signup-confirm.tsx", { id: "signup-confirm-default" }),
  route(":lang/signup/confirm", "routes/signup-confirm.tsx", { id: "signup-confirm" }),
  route("recovery/finish", "routes/recovery-finish.tsx", { id: "recovery-finish-default" }),
  route(":lang/recovery/finish", "routes/recovery-finish.tsx", { id: "recovery-finish" }),
  route(":lang/user-data", "routes/user-data.tsx", { id: "user-data" }),
  route(":lang/admin", "routes/admin.tsx", { id: "admin" }),
  route(":lang/user/:user", "routes/seller-user.tsx", { id: "seller-user" }),
  route(":lang/company/:id", "routes/seller-company.tsx", { id: "seller-company" }),
  route(":lang/compare", "routes/compare.tsx", { id: "compare" }),
  route("my/bookmarks", "routes/bookmarks.tsx", { id: "bookmarks-default" }),
  route(":lang/my/bookmarks", "routes/bookmarks.tsx", { id: "bookmarks" }),
  route("my/items", "routes/my-items.tsx", { id: "my-items-default" }),
  route(":lang/my/items", "routes/my-items.tsx", { id: "my-items" }),
  route("my/publish/:id", "routes/publish.tsx", { id: "publish-default" }),
  route(":lang/my/publish/:id", "routes/publish.tsx", { id: "publish" }),
  route(":lang/renew", "routes/renew.tsx", { id: "renew" }),
  route("my/create", "routes/create.tsx", { id: "create-default" }),
  route(":lang/my/create", "routes/create.tsx", { id: "create" }),
  route("my/edit/:id", "routes/edit.tsx", { id: "edit-default" }),
  route(":lang/my/edit/:id", "routes/edit.tsx", { id: "edit" }),
  // Opened on a phone from the wizard's QR code: adds photos to the lot without signing in.
  route(":lang/qr/:token/:lotId", "routes/qr-upload.tsx", { id: "qr-upload" }),
  route("my/profile", "routes/profile.tsx", { id: "profile-default" }),
  route(":lang/my/profile", "routes/profile.tsx", { id: "profile" }),
  // A lot's short address in text messages: `/sms/!{id}` opens its page.
  route("sms/*", "routes/sms-lot.tsx", { id: "sms-lot" }),
  // `{callback}` is the list to return to, URL-encoded into one segment (lib/map-path.ts).
  route(":lang/modal-map/:callback/:category", "routes/map.tsx", { id: "map" }),
  // The category listing is the fallback of `/{lang}/...` (spec 1 section 2); it answers 404 itself for
  // unknown slugs and hands `.../!{id}` to the lot page.
  route(":lang/*", "routes/listing.tsx", { id: "listing" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
