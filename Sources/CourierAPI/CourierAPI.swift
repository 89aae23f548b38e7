// Placeholder: CourierAPI arrives with issue 4.
