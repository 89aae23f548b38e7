print("courier-bench")
