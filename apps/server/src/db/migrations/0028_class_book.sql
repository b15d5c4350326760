-- A place in a class, taken in the database (issue 29, docs/decisions/0050): the session's count is raised under
-- its row's lock only while a place is left, else the member goes to the end of the waitlist (p_or_wait). Used
-- alone by the staff (in their transaction) and by class_book.
CREATE FUNCTION class_take(p_session uuid, p_user uuid, p_at timestamptz, p_or_wait boolean)
RETURNS TABLE (outcome text, booking_id uuid) LANGUAGE sql AS $$
  with counted as (
    update class_sessions s
       set booked = s.booked + (before.booked < s.capacity)::int,
           waitlisted = s.waitlisted + (before.booked >= s.capacity and p_or_wait)::int
      from (select id, booked from class_sessions where id = p_session and cancelled_at is null for update) before
     where s.id = before.id
    returning before.booked < s.capacity as placed),
  written as (
    insert into class_bookings (session_id, user_id, booked_at, status)
    select p_session, p_user, p_at, case when placed then 'booked' else 'waitlisted' end
      from counted where placed or p_or_wait
    returning id, status)
  select coalesce(written.status, 'full'), written.id from counted left join written on true
  union all
  select 'cancelled', null where not exists (select 1 from counted)
$$;
--> statement-breakpoint
-- A member's booking, whole, in one statement: their limits counted under their own lock, then the place taken
-- (or, in a popular class's opening, a request for its draw). Called outside a transaction, it commits as it
-- returns, so the session's row, the hot row of an opening rush, is never held while a server is busy elsewhere.
CREATE FUNCTION class_book(
  p_session uuid, p_user uuid, p_now timestamptz, p_day date, p_or_wait boolean, p_request boolean,
  p_max_upcoming integer, p_max_per_day integer)
RETURNS TABLE (outcome text, booking_id uuid) LANGUAGE plpgsql AS $$
DECLARE
  v_live text;
  v_all integer;
  v_on_day integer;
BEGIN
  -- One member's bookings one at a time, on any instance; each statement below sees what the last one committed.
  PERFORM 1 FROM users WHERE id = p_user FOR UPDATE;
  SELECT count(*) FILTER (WHERE s.starts_at > p_now AND s.cancelled_at IS NULL),
         count(*) FILTER (WHERE s.starts_at > p_now AND s.cancelled_at IS NULL AND s.day = p_day),
         max(b.status) FILTER (WHERE b.session_id = p_session)
    INTO v_all, v_on_day, v_live
    FROM class_bookings b JOIN class_sessions s ON s.id = b.session_id
   WHERE b.user_id = p_user AND b.status IN ('booked', 'waitlisted', 'requested');
  IF v_live IS NOT NULL THEN
    RETURN QUERY SELECT 'holds:' || v_live, NULL::uuid;
  ELSIF v_all >= p_max_upcoming THEN
    RETURN QUERY SELECT 'tooManyUpcoming', NULL::uuid;
  ELSIF v_on_day >= p_max_per_day THEN
    RETURN QUERY SELECT 'tooManyThatDay', NULL::uuid;
  ELSIF p_request THEN
    RETURN QUERY INSERT INTO class_bookings (session_id, user_id, booked_at, status)
      VALUES (p_session, p_user, p_now, 'requested') RETURNING 'requested'::text, id;
  ELSE
    RETURN QUERY SELECT * FROM class_take(p_session, p_user, p_now, p_or_wait);
  END IF;
END
$$;
