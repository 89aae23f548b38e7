// The system OpenSSL (libssl-dev on Linux, 1.1.1 or 3.x) for the POSIX WebSocket client's TLS,
// plus the few things Swift cannot import: function-like macros, and a socket BIO that sends
// with MSG_NOSIGNAL so that writing to a peer that went away is an error, not a SIGPIPE.
#include <errno.h>
#include <stdint.h>
#include <string.h>
#include <sys/socket.h>
#include <openssl/bio.h>
#include <openssl/err.h>
#include <openssl/pem.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

/// SSL_set_tlsext_host_name: the SNI host name the client sends.
static inline int courier_ssl_set_server_name(SSL *ssl, const char *name) {
    return (int)SSL_set_tlsext_host_name(ssl, name);
}

/// The client context's fixed settings: TLS 1.2 or later, no renegotiation, writes that may
/// return after each record and be retried from a moved buffer (the caller retries from an
/// offset into the same bytes).
static inline void courier_ssl_ctx_configure_client(SSL_CTX *ctx) {
    SSL_CTX_set_min_proto_version(ctx, TLS1_2_VERSION);
    SSL_CTX_set_options(ctx, SSL_OP_NO_RENEGOTIATION);
    SSL_CTX_set_mode(ctx, SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
}

/// Adds every certificate of a PEM buffer to the context's trust store.
/// Returns the number added, or -1 when the buffer held none or one failed to parse.
static inline int courier_ssl_ctx_add_pem_roots(SSL_CTX *ctx, const void *bytes, int length) {
    BIO *bio = BIO_new_mem_buf(bytes, length);
    if (bio == NULL) return -1;
    X509_STORE *store = SSL_CTX_get_cert_store(ctx);
    int added = 0;
    X509 *certificate;
    while ((certificate = PEM_read_bio_X509(bio, NULL, NULL, NULL)) != NULL) {
        int ok = X509_STORE_add_cert(store, certificate);
        X509_free(certificate);
        if (!ok) { added = -1; break; }
        added += 1;
    }
    // Reading stops with "no start line" at the end of the buffer: expected, not an error.
    ERR_clear_error();
    BIO_free(bio);
    return added == 0 ? -1 : added;
}

static inline int courier_bio_descriptor(BIO *bio) {
    return (int)(intptr_t)BIO_get_data(bio);
}

static inline int courier_bio_write(BIO *bio, const char *data, int length) {
    BIO_clear_retry_flags(bio);
    ssize_t count;
    do {
        count = send(courier_bio_descriptor(bio), data, (size_t)length, MSG_NOSIGNAL);
    } while (count < 0 && errno == EINTR);
    if (count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) BIO_set_retry_write(bio);
    return (int)count;
}

static inline int courier_bio_read(BIO *bio, char *data, int length) {
    BIO_clear_retry_flags(bio);
    ssize_t count;
    do {
        count = recv(courier_bio_descriptor(bio), data, (size_t)length, 0);
    } while (count < 0 && errno == EINTR);
    if (count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) BIO_set_retry_read(bio);
    return (int)count;
}

static inline int courier_bio_puts(BIO *bio, const char *text) {
    return courier_bio_write(bio, text, (int)strlen(text));
}

static inline long courier_bio_ctrl(BIO *bio, int command, long number, void *pointer) {
    (void)bio; (void)number; (void)pointer;
    return command == BIO_CTRL_FLUSH ? 1 : 0;
}

static inline int courier_bio_create(BIO *bio) {
    BIO_set_init(bio, 1);
    return 1;
}

/// A BIO method over a socket descriptor (send with MSG_NOSIGNAL, recv); one per connection,
/// freed with BIO_meth_free after the SSL that uses it.
static inline BIO_METHOD *courier_bio_method_new(void) {
    BIO_METHOD *method = BIO_meth_new(BIO_get_new_index() | BIO_TYPE_SOURCE_SINK, "courier socket");
    if (method == NULL) return NULL;
    BIO_meth_set_write(method, courier_bio_write);
    BIO_meth_set_read(method, courier_bio_read);
    BIO_meth_set_puts(method, courier_bio_puts);
    BIO_meth_set_ctrl(method, courier_bio_ctrl);
    BIO_meth_set_create(method, courier_bio_create);
    return method;
}

/// Attaches a new BIO of `method` over `descriptor` to `ssl` for reading and writing.
/// Returns 0 when the BIO could not be made.
static inline int courier_ssl_attach_socket(SSL *ssl, BIO_METHOD *method, int descriptor) {
    BIO *bio = BIO_new(method);
    if (bio == NULL) return 0;
    BIO_set_data(bio, (void *)(intptr_t)descriptor);
    SSL_set_bio(ssl, bio, bio);
    return 1;
}

/// The certificate chain to check pins against, after a handshake: the verified chain (leaf to
/// trust anchor) when the peer was verified, otherwise the chain the peer sent. NULL when none.
static inline STACK_OF(X509) *courier_ssl_pinning_chain(SSL *ssl) {
    STACK_OF(X509) *verified = SSL_get0_verified_chain(ssl);
    if (verified != NULL && sk_X509_num(verified) > 0) return verified;
    return SSL_get_peer_cert_chain(ssl);
}

/// The number of certificates in a chain from `courier_ssl_pinning_chain`.
static inline int courier_x509_chain_count(STACK_OF(X509) *chain) {
    return chain == NULL ? 0 : sk_X509_num(chain);
}

/// The DER encoding of the certificate at `index` of `chain`, written into `buffer` when it
/// fits in `capacity` bytes. Returns the encoding's length (also when it did not fit, so the
/// caller can retry with more room), or -1 when it cannot be encoded.
static inline int courier_x509_chain_der(STACK_OF(X509) *chain, int index, unsigned char *buffer, int capacity) {
    X509 *certificate = sk_X509_value(chain, index);
    if (certificate == NULL) return -1;
    int length = i2d_X509(certificate, NULL);
    if (length <= 0) return -1;
    if (length > capacity || buffer == NULL) return length;
    unsigned char *cursor = buffer;
    return i2d_X509(certificate, &cursor);
}
