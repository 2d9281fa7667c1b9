#!/usr/bin/env bash
# The deployment of compose.yaml as plain processes: nginx (TLS, HSTS, X-Forwarded-*, the template in
# deploy/nginx/) in front of two API processes on one PostgreSQL database. Runs the Playwright journeys
# that cross the deployment through nginx, then the cross-process checks
# (tests/topology/cross-process.test.ts).
# The API processes run from what the production image holds (deploy/assemble.sh).
# Needs the built shop and API (`pnpm build`), nginx, openssl, psql and a PostgreSQL role that may
# create databases (TOPOLOGY_DATABASE_SERVER). Ports: TOPOLOGY_PORT + 1..4 (3160 by default).
set -euo pipefail
cd "$(dirname "$0")/../.."

base=${TOPOLOGY_PORT:-3160}
api_1=$((base + 1))
api_2=$((base + 2))
https_port=$((base + 3))
http_port=$((base + 4))
server_url=${TOPOLOGY_DATABASE_SERVER:-postgres://bookshop:bookshop@localhost:5432}
database="bookshop_topology_$base"
database_url="$server_url/$database"
work=$(mktemp -d /tmp/bookshop-topology-XXXXXX)
chmod 755 "$work"
admin_email=admin@bookshop.test
admin_password=admin-secret-42
metrics_token=$(openssl rand -hex 16)
pids=()

psql_admin() { psql -q -v ON_ERROR_STOP=1 "$server_url/bookshop" -c "$1" >/dev/null; }

stop_all() {
  if [ -n "${nginx_pid:-}" ]; then kill -QUIT "$nginx_pid" 2>/dev/null || true; wait "$nginx_pid" 2>/dev/null || true; fi
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  psql_admin "DROP DATABASE IF EXISTS $database WITH (FORCE)" || true
  rm -rf "$work"
}
show_logs() {
  for log in "$work"/*.log; do
    echo "--- $(basename "$log") (last lines)"
    tail -n 30 "$log"
  done
  # The failures' own report last, where a reader of the end of the output finds it.
  if [ -s "$work/journeys.txt" ]; then
    echo "--- the journeys' report (last lines)"
    tail -n 80 "$work/journeys.txt"
  fi
}
trap 'status=$?; [ $status -ne 0 ] && show_logs; stop_all; exit $status' EXIT

wait_ready() { # url: until it answers 200 (90 s at most; the certificate is this run's own)
  NODE_TLS_REJECT_UNAUTHORIZED=0 node --no-warnings -e '
    const [url] = process.argv.slice(1);
    const deadline = Date.now() + 90_000;
    const attempt = () => fetch(url).then((answer) => answer.ok, () => false);
    (async () => {
      while (!(await attempt())) {
        if (Date.now() > deadline) { console.error(`No answer from ${url}`); process.exit(1); }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    })();' "$1"
}

psql_admin "DROP DATABASE IF EXISTS $database WITH (FORCE)"
psql_admin "CREATE DATABASE $database"

# A certificate for this run only: localhost, two days.
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 -subj /CN=localhost \
  -addext subjectAltName=DNS:localhost,IP:127.0.0.1 \
  -keyout "$work/key.pem" -out "$work/cert.pem" 2>/dev/null

# What the image holds (the Dockerfile runs the same script): production dependencies only.
sh deploy/assemble.sh "$work/app"

# What compose.yaml gives each API container (a shop in Catalonia: Catalan offered), with the proxy on this machine; "Facebook" is the OpenID
# provider tests/e2e/social.spec.ts starts, and its callback is on nginx's origin (PUBLIC_URL). Uploaded images are in
# one folder both processes read (compose's shared volume): either may serve what the other stored.
start_api() { # port
  (
    cd "$work/app"
    NODE_ENV=production PORT=$1 HOST=127.0.0.1 DATABASE_URL=$database_url DATA_DIR="$work/data-$1" \
      UPLOADS_DIR="$work/uploads" OUTBOX_DIR="$work/outbox" \
      SESSION_SECRET=topology-session-secret-topology-session-secret TRUST_PROXY=127.0.0.1 \
      METRICS_TOKEN=$metrics_token SIGN_UPS_PER_HOUR=1000 ADMIN_EMAIL=$admin_email ADMIN_PASSWORD=$admin_password SMTP_URL= \
      PUBLIC_URL="https://localhost:$https_port" FACEBOOK_CLIENT_ID=bookshop-topology \
      FACEBOOK_CLIENT_SECRET=bookshop-topology-secret FACEBOOK_ISSUER="http://localhost:${E2E_SOCIAL_PROVIDER_PORT:-3845}" \
      REDSYS_URL="http://localhost:${REDSYS_PORT:-3870}" REDSYS_MERCHANT_CODE=999008881 REDSYS_TERMINAL=1 \
      REDSYS_SECRET_KEY=sq7HjrUOBfKmC576ILgskD5srU870gJ7 SHOP_TAX_ID=B12345674 SHOP_LANGUAGES=esp,cat,eng \
      exec node apps/api/dist/server.js
  ) >"$work/api-$1.log" 2>&1 &
  pids+=($!)
}
# One after the other, as compose starts them: the first migrates and loads the demo catalogue.
start_api "$api_1"
wait_ready "http://127.0.0.1:$api_1/readyz"
start_api "$api_2"
api_2_pid=${pids[-1]}
wait_ready "http://127.0.0.1:$api_2/readyz"

sed -e "s|\${BOOKSHOP_API_1}|127.0.0.1:$api_1|g" -e "s|\${BOOKSHOP_API_2}|127.0.0.1:$api_2|g" \
  -e "s|\${HTTP_PORT}|$http_port|g" -e "s|\${HTTPS_PORT}|$https_port|g" \
  -e "s|\${HTTPS_ORIGIN_PORT}|:$https_port|g" \
  -e "s|\${TLS_CERTIFICATE}|$work/cert.pem|g" -e "s|\${TLS_KEY}|$work/key.pem|g" \
  deploy/nginx/bookshop.conf.template >"$work/bookshop.conf"
mkdir -p "$work/nginx-temp"
user_line=""
if [ "$(id -u)" = 0 ]; then
  user_line="user nobody nogroup;"
  chown nobody:nogroup "$work/nginx-temp"
fi
cat >"$work/nginx.conf" <<CONF
$user_line
worker_processes 2;
pid $work/nginx.pid;
events { worker_connections 1024; }
http {
  client_body_temp_path $work/nginx-temp/body;
  proxy_temp_path $work/nginx-temp/proxy;
  fastcgi_temp_path $work/nginx-temp/fastcgi;
  uwsgi_temp_path $work/nginx-temp/uwsgi;
  scgi_temp_path $work/nginx-temp/scgi;
  include $work/bookshop.conf;
}
CONF
nginx -q -t -p "$work/" -c "$work/nginx.conf" -e "$work/nginx-error.log"
nginx -p "$work/" -c "$work/nginx.conf" -e "$work/nginx-error.log" -g 'daemon off;' >"$work/nginx-access.log" 2>&1 &
nginx_pid=$!
wait_ready "https://localhost:$https_port/readyz"

# The journeys that cross what this deployment adds (the main pass runs them all on one process): the
# SPEC's journeys; accounts, sessions and sign-in with "Facebook" (Secure cookies over TLS, mail from
# either process, the OpenID callback on PUBLIC_URL); the last copy and payments (the bank's
# notification over HTTPS to either process); images and admin uploads (one shared folder); headers
# and server rendering through nginx.
journeys=(journeys accounts sessions social stock payments admin images security server-rendering)
echo "Journeys through nginx (https://localhost:$https_port), two API processes, PostgreSQL: ${journeys[*]}"
# The bank's double (tests/e2e/payments.spec.ts) notifies the shop at PUBLIC_URL over HTTPS: it trusts this
# run's certificate as a real bank trusts the shop's.
NODE_EXTRA_CA_CERTS="$work/cert.pem" E2E_BASE_URL="https://localhost:$https_port" E2E_OUTBOX_DIR="$work/outbox" \
  node scripts/pnpm.mjs exec playwright test "${journeys[@]/%/.spec.ts}" 2>&1 | tee "$work/journeys.txt"

echo "Cross-process checks"
NODE_EXTRA_CA_CERTS="$work/cert.pem" \
  TOPOLOGY_API_URLS="http://127.0.0.1:$api_1 http://127.0.0.1:$api_2" TOPOLOGY_API_2_PID=$api_2_pid \
  TOPOLOGY_SHOP_URL="https://localhost:$https_port" TOPOLOGY_HTTP_URL="http://localhost:$http_port" \
  TOPOLOGY_ADMIN_EMAIL=$admin_email TOPOLOGY_ADMIN_PASSWORD=$admin_password TOPOLOGY_METRICS_TOKEN=$metrics_token \
  node --import tsx --test tests/topology/cross-process.test.ts
