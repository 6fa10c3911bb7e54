-- The office's addresses are read on every booking: the admins among the clients, by index.
CREATE INDEX "users_role_idx" ON "users"("role");

-- A client's open requests are counted on every booking (twice: before and inside the insert),
-- from this index alone rather than a row lookup per appointment the client ever had.
CREATE INDEX "appointments_user_id_status_appointment_time_idx" ON "appointments"("user_id", "status", "appointment_time");
