// ERRORS: a default argument value of another type than its parameter's is swiftc's error, before the run
func show(count: Int = "three") {
    print(count)
}
print("start")
show()
