# Shared by setup.sh and test.sh: install only what is missing, offline-safe (npm registry and Debian only).

ensure_system_packages() {
  local missing=()
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
  # The renderer prefers Debian's headless shell (same version; 2.4x the render throughput, docs/html2pdf.md);
  # the full browser stays for the browser tests.
  [ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
  command -v tesseract >/dev/null || missing+=(tesseract-ocr tesseract-ocr-eng)
  # OCR reads English plus the invoice languages of the text engine, chosen per document (docs/pdf2json.md, OCR)
  local lang
  for lang in deu fra nld spa ita; do
    [ -f "/usr/share/tesseract-ocr/5/tessdata/$lang.traineddata" ] || [ -f "/usr/share/tesseract-ocr/4.00/tessdata/$lang.traineddata" ] || missing+=("tesseract-ocr-$lang")
  done
  command -v pdftotext >/dev/null || missing+=(poppler-utils)
  # prlimit caps each OCR subprocess's memory (util-linux, essential on Debian; listed for minimal images)
  command -v prlimit >/dev/null || missing+=(util-linux)
  # ImageMagick 6 degrades the eval's scanned copies (eval/pdf2json/producers/scan.ts); not used at run time
  [ -x /usr/bin/convert ] || missing+=(imagemagick)
  fc-list 2>/dev/null | grep -qi "dejavu" || missing+=(fonts-dejavu-core)
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "== installing ${missing[*]} from Debian packages"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Missing system packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
    [[ " ${missing[*]} " == *" chromium-headless-shell "* ]] && echo "(without chromium-headless-shell, renders run on the full chromium at about 40 % of the throughput)" >&2
    [[ " ${missing[*]} " == *" chromium "* ]] && return 1 || return 0
  fi
}

ensure_node_modules() {
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    # `npm install` rather than `npm ci`: the lock file lists only this platform's optional native packages
    # (Next's swc, Tailwind's oxide), which `npm ci` treats as out of sync.
    echo "== npm install"
    npm install --no-audit --no-fund
  fi
}

ensure_prisma_client() {
  if [ ! -f lib/generated/prisma/client.ts ] || [ prisma/schema.prisma -nt lib/generated/prisma/client.ts ]; then
    node scripts/prisma.mjs generate >/dev/null
  fi
}

# Prints a PostgreSQL URL usable by tests, or fails when none answers.
find_test_postgres() {
  local url=${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}
  node -e '
    const pg = require("pg"); const u = new URL(process.argv[1]);
    const c = new pg.Client({host:u.hostname, port:+u.port||5432, user:decodeURIComponent(u.username)||"postgres", password:u.password||undefined, database:u.pathname.slice(1)||"postgres", connectionTimeoutMillis:2000});
    c.connect().then(()=>c.query("select 1")).then(()=>{console.log(process.argv[1]); return c.end()}).catch(()=>process.exit(1));
  ' "$url"
}
