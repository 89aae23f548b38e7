# shellcheck shell=bash
# Sourced by scripts/test: installs what wss:// needs on Linux when it is missing (Debian/Ubuntu):
# libssl-dev, whose headers and libssl/libcrypto CourierWebSocket's TLS links against (the
# CCourierOpenSSL system library), and the openssl command, which makes the tests' certificates.
# Apple platforms need neither: their wss:// goes through URLSession.
if [ "$(uname -s)" = Linux ] && { [ ! -e /usr/include/openssl/ssl.h ] || ! command -v openssl >/dev/null 2>&1; }; then
    log "installing libssl-dev and openssl"
    if [ "$(id -u)" = 0 ]; then
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libssl-dev openssl
    else
        sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libssl-dev openssl
    fi
fi
