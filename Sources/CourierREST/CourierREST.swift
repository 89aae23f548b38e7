// Placeholder: CourierREST arrives with issue 2.
