# Varnish 7 with varnish-modules' xkey in front of the application's processes (docs/deploying.md).
#
# - Keeps the site's public answers (its pages, the /api/v1/client reads, its built files, uploaded
#   images) for as long as they say (s-maxage: a day when the application purges, CACHE_PURGE=varnish),
#   filed under the tags of their `xkey` header.
# - The application purges by tag on every write of shown content: `PURGE /` with the tags in
#   `xkey-purge`, allowed from the addresses of acl purgers only.
# - Serves what it holds while the application is down or failing, up to the answer's stale-if-error
#   (a day); while it is up, an answer past its age is served for its stale-while-revalidate (30 s)
#   while a fresh one is fetched.
# - Never keeps a personal answer: anything with a token, any write, the console and its API, the
#   panel; cookies are dropped from public requests except the language's, which pages vary on.
#
# The backends and their director, `origin`, are in backends.vcl, next to this file (the one beside it
# names the compose services app and app2).
vcl 4.1;

import std;
import xkey;
import cookie;

include "backends.vcl";

acl purgers {
  "127.0.0.1";
  "::1";
  "10.0.0.0"/8;
  "172.16.0.0"/12;
  "192.168.0.0"/16;
}

sub vcl_recv {
  set req.backend_hint = origin.backend();

  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "xkey-purge names no tag"));
    }
    set req.http.purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.purged));
  }

  # Writes, form posts and uploads go through as they are, request body and all.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # Anything that carries a token is someone's own.
  if (req.http.Authorization) {
    return (pass);
  }
  # The console, its API, the panel and its plugins' routes, the health check.
  if (req.url ~ "^/(admin|cms|content-manager|content-type-builder|i18n|upload|users-permissions|email|_health)(/|\?|$)"
      || (req.url ~ "^/api/" && req.url !~ "^/api/v1/client/")) {
    return (pass);
  }

  if (req.url ~ "^/api/v1/client/") {
    # A public read is the same for everyone: no cookie can change it.
    unset req.http.Cookie;
  } elsif (req.http.Cookie) {
    # A page's language may come from the languageId cookie (the page then says Vary: Cookie); no
    # other cookie changes a public answer, nor may split the cache.
    cookie.parse(req.http.Cookie);
    cookie.keep("languageId");
    set req.http.Cookie = cookie.get_string();
    if (req.http.Cookie == "") {
      unset req.http.Cookie;
    }
  }

  # While the application answers, an answer past its age is served for the stale-while-revalidate
  # the application sends (30 s) while a fresh one is fetched; while it is down, for the object's
  # whole grace (its stale-if-error).
  if (std.healthy(req.backend_hint)) {
    set req.grace = 30s;
  }
  return (hash);
}

sub vcl_backend_response {
  # A background refresh that fails keeps the stale copy (stale-if-error) rather than replacing it.
  if (bereq.is_bgfetch && beresp.status >= 500) {
    return (abandon);
  }
  # stale-if-error as the grace (Varnish reads stale-while-revalidate, not stale-if-error).
  if (beresp.http.Cache-Control ~ "stale-if-error=[0-9]+") {
    set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=([0-9]+).*$", "\1s"), 10s);
  }
  # Nothing that sets a cookie or says private/no-store is kept (Varnish's built-in rules, stated):
  # hit-for-miss for two minutes.
  if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)") {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
}

sub vcl_backend_error {
  if (bereq.is_bgfetch) {
    return (abandon);
  }
}

sub vcl_deliver {
  # Tags are for this cache, not for visitors.
  unset resp.http.xkey;
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
