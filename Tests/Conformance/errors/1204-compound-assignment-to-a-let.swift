// ERRORS: a compound assignment to a let constant is refused at its operator, in swiftc's words
let retries = 0
func retry() {
    print("retrying")
}
retries += 1
retry()
