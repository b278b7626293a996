# The application's processes (the compose services app and app2), checked every second on /_health:
# a process that stops answering is left out within 3 s, and while none answers every kept answer is
# served stale (default.vcl).
import directors;

probe health {
  .url = "/_health";
  .expected_response = 204;
  .interval = 1s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
  .initial = 2;
}

backend app {
  .host = "app";
  .port = "1337";
  .probe = health;
  .first_byte_timeout = 30s;
}

backend app2 {
  .host = "app2";
  .port = "1337";
  .probe = health;
  .first_byte_timeout = 30s;
}

sub vcl_init {
  new origin = directors.round_robin();
  origin.add_backend(app);
  origin.add_backend(app2);
}
