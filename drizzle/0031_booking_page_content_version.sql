-- The booking page (/agendar-visita) shows the free visit slots to every anonymous visitor from the
-- page cache: a booking, a move or a cancel (visit_slots), and the staff's visit rules and closed
-- days, move the site's content version like the other tables public pages read (0019).
CREATE TRIGGER visit_slots_bump_site_content_version
AFTER INSERT OR UPDATE OR DELETE ON visit_slots
FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
--> statement-breakpoint
CREATE TRIGGER visit_settings_bump_site_content_version
AFTER INSERT OR UPDATE OR DELETE ON visit_settings
FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
--> statement-breakpoint
CREATE TRIGGER visit_hours_bump_site_content_version
AFTER INSERT OR UPDATE OR DELETE ON visit_hours
FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
--> statement-breakpoint
CREATE TRIGGER closed_days_bump_site_content_version
AFTER INSERT OR UPDATE OR DELETE ON closed_days
FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
