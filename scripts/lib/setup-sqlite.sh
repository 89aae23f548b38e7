# Sourced by scripts/test: installs the sqlite3 development header CourierSQLite builds against
# when it is missing (Debian/Ubuntu). macOS ships sqlite3 in its SDK.
if [ "$(uname -s)" = Linux ] && [ ! -e /usr/include/sqlite3.h ]; then
    log "installing libsqlite3-dev"
    if [ "$(id -u)" = 0 ]; then
        apt-get update -qq && apt-get install -y -qq libsqlite3-dev
    else
        sudo apt-get update -qq && sudo apt-get install -y -qq libsqlite3-dev
    fi
fi
