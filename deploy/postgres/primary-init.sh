#!/bin/sh
# The primary's first start (the postgres image runs /docker-entrypoint-initdb.d once, on an empty data folder): a
# role the streaming replica connects as, and the pg_hba line that lets it (compose.yaml).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -c "CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD '$REPLICATION_PASSWORD'"
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
