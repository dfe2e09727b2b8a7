// ARC: removeAll(where:) tests elements in index order, then releases the removed ones in the order Swift's half-stable partition leaves them
class Job {
    let n: Int
    init(_ n: Int) { self.n = n }
    deinit { print("deinit \(n)") }
}

var jobs = [Job(0), Job(1), Job(2), Job(3), Job(4), Job(5), Job(6)]
jobs.removeAll(where: { job in
    print("test \(job.n)")
    return job.n % 2 == 0
})
print("kept \(jobs.map { $0.n })")
print("---")
var tail = [Job(10), Job(11), Job(12), Job(13)]
tail.removeAll { $0.n >= 12 }
print("kept \(tail.map { $0.n })")
print("---")
var mid = [Job(20), Job(21), Job(22), Job(23), Job(24)]
mid.removeAll { $0.n == 21 || $0.n == 22 }
print("kept \(mid.map { $0.n })")
print("---")
var four = [Job(40), Job(41), Job(42), Job(43)]
four.removeAll { $0.n == 41 || $0.n == 42 }
print("kept \(four.map { $0.n })")
print("---")
var none = [Job(30), Job(31)]
none.removeAll { $0.n > 100 }
print("kept \(none.map { $0.n })")
print("end")
