// The system sqlite3 (libsqlite3-dev on Linux; the SDK on Apple platforms), with the one macro
// Swift cannot import.
#include <sqlite3.h>

/// SQLITE_TRANSIENT: SQLite copies bound text and blobs before the call returns.
static inline sqlite3_destructor_type courier_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}
