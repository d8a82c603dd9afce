-- The permission key follows the area key 'fbuch' (issue 8); rewrite stored grants (text[] column).
UPDATE "users" SET "berechtigungen" = array_replace("berechtigungen", 'firmenbuch.abfragen', 'fbuch.abfragen');
