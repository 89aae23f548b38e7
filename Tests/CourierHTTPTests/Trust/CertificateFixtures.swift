import Foundation

/// Certificates for the pinning tests, generated once and checked in so that no test shells out.
///
/// Made with OpenSSL 3.0 (nothing here is secret or used anywhere else):
/// ```
/// openssl req -x509 -newkey rsa:2048 -nodes -keyout rsa.key -subj "/CN=pinning-fixture-rsa.example" \
///     -days 36500 -out rsa.pem
/// openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out ec.key
/// openssl req -x509 -new -key ec.key -subj "/CN=pinning-fixture-ec.example" -days 36500 -out ec.pem
/// openssl req -new -key ec.key -subj "/CN=pinning-fixture-v1.example" \
///     | openssl x509 -req -signkey ec.key -days 36500 -out v1.pem          # no extensions: X.509 v1
/// openssl x509 -in NAME.pem -outform der | base64                             # the DER below
/// openssl x509 -in NAME.pem -pubkey -noout | openssl pkey -pubin -outform der \
///     | openssl dgst -sha256 -binary | base64                                 # the expected hash
/// ```
enum CertificateFixtures {
    /// A self-signed RSA-2048 X.509 v3 certificate (its SubjectPublicKeyInfo has a two-byte length).
    static let rsa = der(
        "MIIDLzCCAhegAwIBAgIUVqbu8oXCRrXvSs3yeX94YsFiSscwDQYJKoZIhvcNAQELBQAwJjEkMCIGA1UEAwwbcGlubmluZy1m",
        "aXh0dXJlLXJzYS5leGFtcGxlMCAXDTI2MTIwMzE1NTg1MloYDzIxMjYxMTA5MTU1ODUyWjAmMSQwIgYDVQQDDBtwaW5uaW5n",
        "LWZpeHR1cmUtcnNhLmV4YW1wbGUwggEiMA0GCSqGSIb3DQEBAQUAA4IBDwAwggEKAoIBAQD0EnSzaNK9JPvIL+WQzXf8mreX",
        "MfXEl16MeQFRarzDVgWM7cLBiSuMzkIgjJLKcfL2fc3XedHihCGXxp5pUABaAiOICRlTEGDP8uOFBAroNR2vQbet7dhCEcZz",
        "CzlTfWyN0HsA51th5rACA4n9h5ZaaEqp73VBepvoPqfwwUKzhB5l9yGXQHcidhqklTR/2y16SUSqOrMzULI35HD48SY7o2HO",
        "V63yOSjgM4JXIg9/Bq8S8JLhO96BzgKcqjervSDgLGlk6lveTFlwUFa6jijCCsJTSGhfrCyJTl2QbOjmB+QJdilirIT5i3WV",
        "R6BWFzDDeX7DHKz08KJ0XX+/ubj7AgMBAAGjUzBRMB0GA1UdDgQWBBQ50YooYIBbFCsSxzX7MsQvhTh1YzAfBgNVHSMEGDAW",
        "gBQ50YooYIBbFCsSxzX7MsQvhTh1YzAPBgNVHRMBAf8EBTADAQH/MA0GCSqGSIb3DQEBCwUAA4IBAQDpPkHfeH2vL6ZZWZbz",
        "QtwpS/R4mve7iuysY6YdP2JiQg81u0Gh/ZuivsvBkTidnEj3jc8/WsGYtZmiSFWFkt5D1eFvqvdtFYJ3KOD5DwcDHWFXvQPY",
        "VVweaQdhFV44ePO8yaWCsf7+GGNWjUzMlprY6q0B3M8CfPRCRXGbTXvirpD4CUI47nDr6+c5++9NjYOD1LNshBGN+raUA6JK",
        "oT4h5qwoj7s8XHXSMmNQNIPBoatXovUw1Es2o0wW4DkxwU9sB2uYtJYfLoHKbZIz/aocT6InyQGdDoTmtcUKkRfbvtW/KLmY",
        "/lQRX4oU9whQgN2wtuXv6GiwRY9Ew+VcXlM+"
    )
    /// The SPKI SHA-256 of rsa, by `openssl`.
    static let rsaPublicKeyHash = "T7VzrYoBAXMALYzNcksaLIuDKMAUlyAStr991NkgfEw="

    /// A self-signed EC P-256 X.509 v3 certificate.
    static let ec = der(
        "MIIBoDCCAUegAwIBAgIUBn7opiygHlK2apdYRoxYmWCbSxcwCgYIKoZIzj0EAwIwJTEjMCEGA1UEAwwacGlubmluZy1maXh0",
        "dXJlLWVjLmV4YW1wbGUwIBcNMjYxMjAzMTU1ODUzWhgPMjEyNjExMDkxNTU4NTNaMCUxIzAhBgNVBAMMGnBpbm5pbmctZml4",
        "dHVyZS1lYy5leGFtcGxlMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEg8CWd/g8PdCtKDcWJkEzqHzQO90rlzL1Omm6XK5a",
        "b7Zqy/5WpwWkvbfQ7dmoqBAmQfYiy1CrIfpTV7pzh2ewJ6NTMFEwHQYDVR0OBBYEFErh89/iZ5PzjoUsFoRF9wPc2dgiMB8G",
        "A1UdIwQYMBaAFErh89/iZ5PzjoUsFoRF9wPc2dgiMA8GA1UdEwEB/wQFMAMBAf8wCgYIKoZIzj0EAwIDRwAwRAIgYf26zvol",
        "IUKuLajBnYl2oUtfw8cTkFJe2+Ogeugl5CYCICXslL0Er+s+KabWuURNFOtsACTd3gjJmcH75Nqj6wiK"
    )
    /// The SPKI SHA-256 of ec and ecVersion1, by `openssl`.
    static let ecPublicKeyHash = "mRLenr8UbbhExtaSf7ihEUyzbyx0vtBRhWUogeZdiZM="

    /// An X.509 v1 certificate (no version field) of the same key as ec.
    static let ecVersion1 = der(
        "MIIBRjCB7QIUPDk+EU8Je+zAtphQGcx7IjbxWtIwCgYIKoZIzj0EAwIwJTEjMCEGA1UEAwwacGlubmluZy1maXh0dXJlLXYx",
        "LmV4YW1wbGUwIBcNMjYxMjAzMTU1ODU3WhgPMjEyNjExMDkxNTU4NTdaMCUxIzAhBgNVBAMMGnBpbm5pbmctZml4dHVyZS12",
        "MS5leGFtcGxlMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEg8CWd/g8PdCtKDcWJkEzqHzQO90rlzL1Omm6XK5ab7Zqy/5W",
        "pwWkvbfQ7dmoqBAmQfYiy1CrIfpTV7pzh2ewJzAKBggqhkjOPQQDAgNIADBFAiEAhnFJiN0kgnV6onLydIhUS5YfooeK6/Ob",
        "t2n8UD5YdPYCIFq/sOXJwDXLYOVJoPRH6M4wnTwB/4wYx8VNbwxeg91g"
    )

    private static func der(_ lines: String...) -> Data {
        Data(base64Encoded: lines.joined()) ?? Data()
    }
}
