# shellcheck shell=bash
# Sourced by scripts/tls-test-server: makes the test CA and the four server certificates of the
# TLS tests in the directory "$1" (kept when already complete), with the openssl command line:
#
#   ca.pem                      the test CA (the trust root the tests add)
#   valid.pem / valid.key       for localhost and 127.0.0.1, signed by the CA, valid now
#   expired.pem / expired.key   the same names, signed by the CA, expired in 2021
#   other-host.pem / .key       for other-host.invalid only, signed by the CA, valid now
#   self-signed.pem / .key      for localhost and 127.0.0.1, self-signed, valid now
#
# Keys are EC P-256 (fast to make); nothing here is secret or used outside the tests.
make_tls_test_certificates() (
    set -euo pipefail
    dir=$1
    [ -s "$dir/self-signed.pem" ] && [ -s "$dir/valid.pem" ] && [ -s "$dir/expired.pem" ] \
        && [ -s "$dir/other-host.pem" ] && [ -s "$dir/ca.pem" ] && exit 0
    rm -rf "$dir"
    mkdir -p "$dir/db"
    cd "$dir"
    key() { openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$1" 2>/dev/null; }
    key ca.key
    openssl req -x509 -new -key ca.key -sha256 -days 3650 -subj "/CN=Courier Test CA" \
        -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" \
        -out ca.pem 2>/dev/null
    : >db/index.txt
    echo 1000 >db/serial
    cat >ca.cnf <<'CNF'
[ca]
default_ca = test_ca
[test_ca]
dir = .
database = ./db/index.txt
serial = ./db/serial
new_certs_dir = ./db
certificate = ./ca.pem
private_key = ./ca.key
default_md = sha256
policy = any_name
unique_subject = no
copy_extensions = none
[any_name]
commonName = supplied
[local_names]
basicConstraints = CA:FALSE
keyUsage = critical,digitalSignature
extendedKeyUsage = serverAuth
subjectAltName = DNS:localhost,IP:127.0.0.1
[other_names]
basicConstraints = CA:FALSE
keyUsage = critical,digitalSignature
extendedKeyUsage = serverAuth
subjectAltName = DNS:other-host.invalid
CNF
    # sign NAME CN EXTENSIONS START END: a CA-signed certificate with those validity dates.
    sign() {
        key "$1.key"
        openssl req -new -key "$1.key" -subj "/CN=$2" -out "$1.csr" 2>/dev/null
        openssl ca -batch -notext -config ca.cnf -extensions "$3" -startdate "$4" -enddate "$5" \
            -in "$1.csr" -out "$1.pem" 2>/dev/null
        rm -f "$1.csr"
    }
    sign valid localhost local_names 20200101000000Z 20491231235959Z
    sign expired localhost local_names 20200101000000Z 20210101000000Z
    sign other-host other-host.invalid other_names 20200101000000Z 20491231235959Z
    key self-signed.key
    openssl req -x509 -new -key self-signed.key -sha256 -days 3650 -subj "/CN=localhost" \
        -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" -out self-signed.pem 2>/dev/null
)
