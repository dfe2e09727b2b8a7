// ERRORS: `first` of an array is an Optional; a member of it without unwrapping is refused
let steps = ["welcome", "terms", "done"]
let count = steps.first.count
print(count)
